import { act, screen } from '@testing-library/react';

import { createFakeHost, fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { RealityCheckSlot } from './RealityCheckSlot';

// The federation runtime is the lead's; here a remote area just names itself.
jest.mock('../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => (
    <p>{`${remote} ${module}`}</p>
  ),
}));

const SLOT = 'mfe-member RealityCheck';

describe('RealityCheckSlot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the member remote reminder once the page is idle after a member signs in', () => {
    const host = createFakeHost();
    renderWithHost(<RealityCheckSlot />, { host });
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByText(SLOT)).not.toBeInTheDocument();

    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    expect(screen.queryByText(SLOT)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByText(SLOT)).toBeInTheDocument();

    act(() => host.bus.session.set({ status: 'guest' }));
    expect(screen.queryByText(SLOT)).not.toBeInTheDocument();
  });

  it('never loads it for a trial account', () => {
    const host = createFakeHost();
    host.bus.session.set({ status: 'member', member: fakeMember({ isAgent: 4 }) });
    renderWithHost(<RealityCheckSlot />, { host });
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByText(SLOT)).not.toBeInTheDocument();
  });
});
