import { ContactUsPage } from '../features/contact/ContactUsPage';
import { member } from '../remote';

/** Exposed as `mfe-member/ContactUsPage`: the public contact page at /contactUs (ADR 0025). */
export default member.expose(ContactUsPage);
