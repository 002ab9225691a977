import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed and never submits a form by default', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Play</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="ghost" size="sm">
        Later
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Later' });
    expect(button).toHaveClass('ghost', 'sm');
  });

  it('does not call onClick when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Play
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
