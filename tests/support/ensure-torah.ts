// The Torah folder the tests and the browser journeys read, made sure of before either starts
// (`pnpm test` runs them side by side): see torah-global-setup.ts.
import torahGlobalSetup from './torah-global-setup';

await torahGlobalSetup();
