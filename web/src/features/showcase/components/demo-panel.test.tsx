import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoPanel } from './demo-panel';

let broken = true;
function Fragile() {
  if (broken) throw new Error('the demo broke');
  return <p>The demo works</p>;
}

describe('a demo panel', () => {
  it('keeps a broken demo inside its panel and lets the child try again or pick another', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    broken = true;
    const page = (demoId: string) => (
      <main>
        <h1>Premium Features Showcase</h1>
        <DemoPanel demoId={demoId} label="Learning Paths">
          {demoId === 'paths' ? <Fragile /> : <p>Another demo</p>}
        </DemoPanel>
      </main>
    );
    const { rerender } = render(page('paths'));
    expect(screen.getByRole('alert')).toHaveTextContent('The Learning Paths demo stopped working. Try it again, or pick another demo.');
    expect(screen.getByRole('heading', { name: 'Premium Features Showcase' })).toBeInTheDocument();

    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('The demo works')).toBeInTheDocument();

    broken = true;
    rerender(page('other'));
    expect(screen.getByText('Another demo')).toBeInTheDocument();
    rerender(page('paths'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(page('other'));
    expect(screen.getByText('Another demo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
