// Light components only. Heavy ones have their own entry so a page pays for them only when it
// uses them: 'shared-ui/carousel' (swiper), 'shared-ui/qr-code', 'shared-ui/safe-html' (DOMPurify),
// 'shared-ui/human-check' (the proof-of-work verification and its worker).
export * from './Alert';
export * from './Button';
export * from './Card';
export * from './EmptyState';
export * from './ErrorState';
export * from './formLayout';
export * from './FormSelect';
export * from './IconButton';
export * from './LoadingState';
export * from './Modal';
export * from './Pagination';
export * from './paginationItems';
export * from './Panel';
export * from './SelectField';
export * from './Stat';
export * from './StatusBadge';
export * from './Tabs';
export * from './TextArea';
export * from './TextField';
export * from './VisuallyHidden';
