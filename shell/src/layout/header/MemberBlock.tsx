import { useTranslation } from 'react-i18next';
import { MEMBER_CENTRE_AGENT_TYPES, type MemberInfo } from 'shared-contracts';
import { Button, IconButton } from 'shared-ui';
import { useChannelValue } from 'shared-ui';
import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from 'shared-ui/kit';

import { useWhitelabel } from '../../api/whitelabel';
import { useHost } from '../../host/hostContext';
import { useWarmWhenIdle, warmOnIntent } from '../../remotes/warmRemote';
import { Icon } from '../icons/Icon';
import { AccountMenu } from './AccountMenu';
import { useBalanceHidden } from './balanceHidden';
import styles from './Header.module.css';

/** The currency symbol when the brand configuration is not there yet (SPEC section 3). */
/** What the header shows while the balance is hidden. */
const HIDDEN_BALANCE = '***';

/** Props of {@link MemberBlock}. */
export interface MemberBlockProps {
  member: MemberInfo;
}

/**
 * The logged-in block: nickname, balance with hide (remembered) and refresh, deposit and withdraw when the
 * member centre is available, and the account menu (labels, VIP, centres, sign out).
 */
export const MemberBlock = ({ member }: MemberBlockProps) => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const balance = useChannelValue(bus.balance);
  const { data: brand } = useWhitelabel();
  const [hidden, toggleHidden] = useBalanceHidden();
  const language = useChannelValue(bus.language);
  const symbol = brand?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const shown = hidden
    ? HIDDEN_BALANCE
    : balance
      ? formatMoney(balance.sumBalance, language, symbol)
      : t('header.balanceUnknown');
  const centreAllowed = (MEMBER_CENTRE_AGENT_TYPES as readonly number[]).includes(member.isAgent);
  // The member centre (deposit) downloads once the page is idle, or at the first touch of Deposit.
  useWarmWhenIdle('mfe-member', 'MemberCentre', centreAllowed);

  return (
    <div className={styles.actions}>
      <span className={`${styles.nickname} ${styles.wideOnly}`}>{member.nickname}</span>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('header.balance')}</span>
        <output className={styles.balanceValue} aria-live="polite">
          {shown}
        </output>
        <IconButton
          size="sm"
          label={t('header.hideBalance')}
          aria-pressed={hidden}
          icon={<Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />}
          onClick={toggleHidden}
        />
        {/* Phones keep the header to one row: the balance still moves by push there. */}
        <span className={styles.wideOnly}>
          <IconButton
            size="sm"
            label={t('header.refreshBalance')}
            icon={<Icon name="refresh" size={16} />}
            onClick={() => bus.publish({ type: 'RefreshBalance' })}
          />
        </span>
      </div>
      {centreAllowed ? (
        <>
          <Button
            size="sm"
            {...warmOnIntent('mfe-member', 'MemberCentre')}
            onClick={() => bus.publish({ type: 'OpenMemberCentre', page: 'depositv2' })}
          >
            {t('header.deposit')}
          </Button>
          {/* Phones keep the header to one row: withdraw lives in the member centre there. */}
          <span className={styles.wideOnly}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => bus.publish({ type: 'OpenMemberCentre', page: 'withdraw' })}
            >
              {t('header.withdraw')}
            </Button>
          </span>
        </>
      ) : null}
      <AccountMenu member={member} />
    </div>
  );
};
