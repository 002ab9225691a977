import { render, screen } from '@testing-library/react';

import { Button } from './Button';
import { Card } from './Card';

describe('Card', () => {
  it('shows its children on a plain surface', () => {
    render(<Card>Balance due</Card>);
    const card = screen.getByText('Balance due');
    expect(card).toHaveAttribute('data-variant', 'surface');
    expect(card).not.toHaveAttribute('data-tone');
  });

  it('has a header with a heading and actions, and its article is named by the heading', () => {
    render(
      <Card as="article" title="Complaint" headingLevel={5} actions={<Button>Reply</Button>}>
        <p>It took a week.</p>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Complaint' })).toHaveTextContent('It took a week.');
    expect(screen.getByRole('heading', { level: 5, name: 'Complaint' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('titles a list item with plain text under a given id', () => {
    render(
      <ul>
        <Card as="li" title="Deposit twice" titleId="mission-1">
          Reward $5.00
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Deposit twice' });
    expect(item).toHaveAttribute('aria-labelledby', 'mission-1');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('marks its variant and tone', () => {
    render(
      <Card variant="inset" tone="warning" role="group" aria-label="Did you receive it?">
        Question
      </Card>,
    );
    const card = screen.getByRole('group', { name: 'Did you receive it?' });
    expect(card).toHaveAttribute('data-variant', 'inset');
    expect(card).toHaveAttribute('data-tone', 'warning');
  });

  it('is a choice around an input when selectable', () => {
    render(
      <Card as="label" variant="inset" selectable>
        <input type="radio" name="channel" defaultChecked />
        Bank transfer
      </Card>,
    );
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(screen.getByText('Bank transfer').closest('label')).toHaveClass('selectable');
  });
});
