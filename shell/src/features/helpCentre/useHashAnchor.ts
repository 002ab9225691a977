import { useLocation } from 'react-router-dom';

/** The URL's #anchor without the '#', or undefined. */
export const useHashAnchor = (): string | undefined => {
  const { hash } = useLocation();
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};
