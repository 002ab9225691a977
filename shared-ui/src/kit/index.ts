// The remote kit (ARCHITECTURE rule 11): what every remote stands on. Test helpers live in
// 'shared-ui/testing' and the standalone harness in 'shared-ui/harness'. Every name is listed, so
// the public surface reads here and in its report, shared-ui/api/kit.api.md (ADR 0033).
export { QueryView, type QueryViewProps, type QueryViewQuery } from '../components/QueryView';
export { assetUrl } from '../format/assetUrl';
export { dateFormatters, formatDate, formatDateTime, formatDay, formatDays } from '../format/dates';
export { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '../format/money';
export { minorToInput, parseAmount } from '../format/parseAmount';
export {
  CentreLayout,
  type CentreLayoutProps,
  CentreMenu,
  type CentreMenuProps,
  CentreModal,
  type CentreModalProps,
  PageBoundary,
  type PageBoundaryProps,
  type QueryParamPage,
  type QueryParamPageOptions,
  useQueryParamPage,
} from './centre';
export {
  defineRemote,
  type LanguageLoader,
  type RemoteDefinition,
  type RemoteKit,
  type RemoteProvidersProps,
} from './defineRemote';
export {
  type EndpointMutationOptions,
  type EndpointQueryOptions,
  type EndpointVariables,
  type ResourceKeys,
  resourceKeys,
  useEndpointMutation,
  useEndpointQuery,
} from './endpointQueries';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { FormFrame, type FormFrameProps } from './forms/FormFrame';
export {
  type FieldMessage,
  type FormSchema,
  type SchemaIssue,
  schemaRules,
} from './forms/schemaRules';
export { type FieldErrors, useForm, type UseFormOptions } from './forms/useForm';
export { useFormOutcome } from './forms/useFormOutcome';
export { newIdempotencyKey, useIdempotencyKey } from './idempotency';
export {
  isDefiniteRefusal,
  type Message,
  messageOf,
  platformErrorMessageOf,
  reasonOf,
  refusalOf,
  useMessage,
} from './messages';
export {
  isParticipationActionable,
  type ParticipationActionName,
  type ParticipationStanding,
  type ParticipationStep,
  participationStepOf,
} from './participationStep';
export {
  PLATFORM_ERROR_TEXTS,
  PLATFORM_ERRORS_NAMESPACE,
  registerPlatformErrorTexts,
} from './platformErrorTexts';
export {
  createRemoteClient,
  RemoteContextProvider,
  type RemoteContextProviderProps,
  type RemoteContextValue,
  useLanguage,
  useMember,
  useRemote,
  useSession,
} from './RemoteContext';
export {
  type PaginationWordKeys,
  RemotePagination,
  type RemotePaginationProps,
} from './RemotePagination';
export { createRemoteQueryClient } from './remoteQueryClient';
export {
  defineServerRender,
  RemoteRenderContext,
  type RemoteRenderSupport,
  type RemoteServerRender,
  useRenderedQueryClient,
} from './serverRender';
export { brandKeys, useBrand, useMoney } from './useBrand';
export { useCountdown } from './useCountdown';
