import { createFakeHost, createRenderer, testMember } from 'shared-ui/testing';

import { MemberCentre } from '../features/centre/MemberCentre';
import { member } from '../remote';

const render = createRenderer(member, <MemberCentre />);

/**
 * Renders the member centre as the shell mounts it, on a fake platform, signed in as the test
 * member unless a host says otherwise; `route` opens a page (default `/?mc=securityCenter`).
 */
export const renderMember = (options: Parameters<typeof render>[0] = {}) =>
  render({
    route: '/?mc=securityCenter',
    host: createFakeHost({ member: testMember() }),
    ...options,
  });
