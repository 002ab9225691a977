import { SHARE_TARGETS, shareUrl } from './shareLinks';

const INVITE = 'https://play.example.com/register?referralCode=DMQ7K4RA';

describe('shareUrl', () => {
  it('encodes the invite link so its query survives inside the share address', () => {
    const telegram = new URL(shareUrl('telegram', INVITE, 'Join me & play'));
    expect(telegram.searchParams.get('url')).toBe(INVITE);
    expect(telegram.searchParams.get('text')).toBe('Join me & play');
    expect(new URL(shareUrl('facebook', INVITE, 'x')).searchParams.get('u')).toBe(INVITE);
  });

  it('puts message and link together where the app takes one text', () => {
    expect(new URL(shareUrl('whatsapp', INVITE, 'Join me')).searchParams.get('text')).toBe(
      `Join me ${INVITE}`,
    );
  });

  it('gives every target an https address', () => {
    for (const target of SHARE_TARGETS)
      expect(shareUrl(target, INVITE, 'hi')).toMatch(/^https:\/\/[^ ]+$/);
  });
});
