import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-item';

describe('a message with Hebrew in it', () => {
  it('isolates each Hebrew phrase in an English sentence, right to left in the Hebrew font, and leaves the English as it is', () => {
    const { container } = render(<MessageText content={'The word שָׁלוֹם עֲלֵיכֶם means "peace be with you", and תּוֹרָה means teaching.'} />);
    const runs = [...container.querySelectorAll('bdi')];
    expect(runs.map((r) => r.textContent)).toEqual(['שָׁלוֹם עֲלֵיכֶם', 'תּוֹרָה']);
    for (const run of runs) {
      expect(run).toHaveAttribute('dir', 'rtl');
      expect(run).toHaveAttribute('lang', 'he');
    }
    expect(screen.getByText(/means "peace be with you", and/)).toBeInTheDocument();
  });

  it('gives each paragraph its own direction, so a Hebrew line reads right to left', () => {
    const { container } = render(<MessageText content={'Here is the Shema:\nשְׁמַע יִשְׂרָאֵל'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]).toHaveAttribute('dir', 'auto');
    expect(paragraphs[1]!.querySelector('bdi')).toHaveTextContent('שְׁמַע יִשְׂרָאֵל');
  });
});
