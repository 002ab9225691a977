import { render, screen } from '@testing-library/react';

import { fakeMember } from '../../testing/fakes';
import { contrastRatio, parseColour } from './labelColours';
import { MemberLabels } from './MemberLabels';

/** The contrast of a label as drawn: its text colour on its background. */
const drawnContrast = (label: HTMLElement) => {
  const text = parseColour(label.style.color);
  const background = parseColour(label.style.backgroundColor);
  if (!text || !background) throw new Error(`not a colour pair: ${label.style.cssText}`);
  return contrastRatio(text, background);
};

const label = (labelName: string, color: string, color2: string) => ({
  labelName,
  color,
  color2,
});

describe('MemberLabels', () => {
  it("keeps a brand's pair of colours that reads well", () => {
    render(
      <MemberLabels
        member={fakeMember({ memberLabel: [label('Affiliate', '#ffffff', '#1d4ed8')] })}
      />,
    );
    expect(screen.getByText('Affiliate')).toHaveStyle({
      color: '#ffffff',
      backgroundColor: '#1d4ed8',
    });
  });

  it.each([
    ['white on a mid green (the seeded "New", 3.29:1)', '#ffffff', '#16a34a'],
    ['white on yellow', '#fff', '#facc15'],
    ['black on navy', '#000000', '#1e1b4b'],
    ['grey on grey', 'rgb(120, 120, 120)', 'rgb(140, 140, 140)'],
  ])(
    'draws %s in the text colour that reads on that background (4.5:1 at least)',
    (_, color, color2) => {
      render(<MemberLabels member={fakeMember({ memberLabel: [label('New', color, color2)] })} />);
      const drawn = screen.getByText('New');
      expect(parseColour(drawn.style.backgroundColor)).toEqual(parseColour(color2));
      expect(drawnContrast(drawn)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("falls back to the theme's own text and surface for colours it cannot judge", () => {
    render(
      <MemberLabels
        member={fakeMember({
          clubLabel: { ...label('Gold Club', 'white', 'rgb(250 204 21 / 40%)'), rankLevel: 4 },
        })}
      />,
    );
    expect(screen.getByText('Gold Club')).toHaveStyle({
      color: 'var(--color-text)',
      backgroundColor: 'var(--color-surface-2)',
    });
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself (WCAG 2 relative luminance)', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([22, 163, 74], [22, 163, 74])).toBe(1);
    expect(contrastRatio([255, 255, 255], [22, 163, 74])).toBeCloseTo(3.3, 1); // axe: 3.29
  });
});
