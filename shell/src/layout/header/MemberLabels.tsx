import type { MemberInfo } from 'shared-contracts';

import styles from './AccountMenu.module.css';

/** The club label and member labels, each in its own text (color) and background (color2). */
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
          style={{ color: label.color, backgroundColor: label.color2 }}
        >
          {label.labelName}
        </li>
      ))}
    </ul>
  );
};
