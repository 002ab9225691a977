// The offline page's script (built to dist/offline.js with the service worker): see offlinePage.
import { startOfflinePage } from './offlinePage';

startOfflinePage();
