import { AppFrame } from './app-frame';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  return <AppFrame header={<PublicHeader />} />;
}
