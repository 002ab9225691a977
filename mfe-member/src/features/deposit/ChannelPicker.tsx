import { useTranslation } from 'react-i18next';
import type { DepositChannel } from 'shared-contracts/member';
import { Card } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import { FeeRuleText } from '../../components/FeeRuleText';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './ChannelPicker.module.css';

export interface ChannelPickerProps {
  channels: DepositChannel[];
  value: string;
  onChange: (channelId: string) => void;
}

/** The brand's deposit channels as radio buttons, each with its limits, fee and time. */
export const ChannelPicker = ({ channels, value, onChange }: ChannelPickerProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  return (
    <fieldset className={cx(layout.fieldset, styles.picker)}>
      <legend className={layout.legend}>{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <Card
          as="label"
          key={channel.channelId}
          variant="inset"
          selectable
          className={styles.channel}
        >
          <input
            type="radio"
            name="deposit-channel"
            value={channel.channelId}
            checked={channel.channelId === value}
            onChange={() => onChange(channel.channelId)}
          />
          <span className={layout.stackXs}>
            {/* The brand names a channel by its kind ("Bank transfer (KBank)", "PromptPay QR"),
                and the deposit history shows that name alone: the kind's word after it said the
                kind twice. */}
            <span className={layout.strong}>{channel.name}</span>
            <span className={layout.muted}>
              {t('deposit.limits', {
                min: format(channel.minAmount),
                max: format(channel.maxAmount),
              })}
            </span>
            <span className={layout.muted}>
              <FeeRuleText rule={channel.fee} />
            </span>
            <span className={layout.muted}>
              {t('deposit.processing', {
                min: channel.processingMinutes.min,
                max: channel.processingMinutes.max,
              })}
            </span>
          </span>
        </Card>
      ))}
    </fieldset>
  );
};
