import { type Language, perLanguage } from 'shared-contracts';

const pointsFormat = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A whole number of points with the language's digit grouping. */
export const formatPoints = (points: number, language: Language): string =>
  pointsFormat(language).format(points);
