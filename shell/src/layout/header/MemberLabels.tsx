import type { MemberInfo } from 'shared-contracts';

import styles from './AccountMenu.module.css';
import { readableLabelColours } from './labelColours';

/**
 * The club label and member labels, each on its own background (color2) in its own text colour
 * (color) when the two read, else in the text colour that reads on it (readableLabelColours).
 */
export const MemberLabels = ({ member }: { member: MemberInfo }) => {
  const labels = [...(member.clubLabel ? [member.clubLabel] : []), ...member.memberLabel];
  if (labels.length === 0) return null;
  return (
    <ul className={styles.labels}>
      {labels.map((label) => (
        <li
          key={label.labelName}
          className={styles.label}
          // Colours are brand data, applied through the CSSOM (allowed by the CSP).
          style={readableLabelColours(label.color, label.color2)}
        >
          {label.labelName}
        </li>
      ))}
    </ul>
  );
};
