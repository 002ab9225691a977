// The one script a server-rendered page runs at first (a few hundred bytes, built on its own
// by createShellBootConfig): see bootPage.
import { bootPage } from './bootPage';

bootPage(document.currentScript);
