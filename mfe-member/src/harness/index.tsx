// Standalone harness: runs the member centre without the shell (`pnpm --filter mfe-member dev`).
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import MemberCentre from '../exposes/MemberCentre';
import { member } from '../remote';

const host = createHarnessHost(member.registerI18n);

startHarness({
  title: 'mfe-member',
  host,
  pages: [{ path: '/', label: 'Member centre', Module: MemberCentre }],
  actions: [
    {
      label: 'Open the member centre',
      run: () => host.bus.publish({ type: 'OpenMemberCentre', page: 'securityCenter' }),
    },
  ],
});
