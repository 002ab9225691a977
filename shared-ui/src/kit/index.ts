// The remote kit (ARCHITECTURE rule 11): what every remote stands on. Test helpers live in
// 'shared-ui/testing' and the standalone harness in 'shared-ui/harness'.
export * from '../components/QueryView';
export * from '../format/assetUrl';
export * from '../format/dates';
export * from '../format/money';
export * from './centre';
export * from './defineRemote';
export * from './FormAlert';
export * from './idempotency';
export * from './messages';
export * from './participationStep';
export * from './platformErrorTexts';
export * from './RemoteContext';
export * from './remoteQueryClient';
export * from './serverRender';
export * from './useBrand';
