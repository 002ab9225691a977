import { CAPTCHA_IMAGE_PATTERN, captchaSchema, smsNoLoginEndpoint, smsRegisterEndpoint } from '..';

// A 1x1 PNG: the shape of what the reference platform's captcha route sends.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the captcha contract', () => {
  it('accepts a PNG data URL', () => {
    expect(captchaSchema.parse({ captchaId: 'c1', image: PNG }).image).toBe(PNG);
    expect(CAPTCHA_IMAGE_PATTERN.test(PNG)).toBe(true);
  });

  it.each([
    // SVG keeps its digits as text elements: a script reads the answer straight out of it.
    'data:image/svg+xml;base64,PHN2Zz48dGV4dD4xMjM0PC90ZXh0Pjwvc3ZnPg==',
    'data:image/svg+xml,<svg><text>1234</text></svg>',
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    'data:text/html;base64,PHNjcmlwdD4=',
    'https://cdn.example/captcha.png',
    'data:image/png;base64,',
    'data:image/png;base64,iVBOR w0K',
  ])('refuses %j as a captcha image', (image) => {
    expect(captchaSchema.safeParse({ captchaId: 'c1', image }).success).toBe(false);
  });

  it('carries the human verification with both SMS calls (SPEC section 7, "verification result")', () => {
    const answer = { humanCheck: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=' };
    expect(
      smsRegisterEndpoint.request.parse({
        mobileNo: '0812345678',
        countryDialingCode: '+66',
        ...answer,
      }),
    ).toMatchObject(answer);
    expect(
      smsNoLoginEndpoint.request.parse({ mobileNum: '0812345678', purpose: 'login', ...answer }),
    ).toMatchObject(answer);
    // The picture's fields are no longer part of these calls.
    expect(
      smsNoLoginEndpoint.request.safeParse({
        mobileNum: '0812345678',
        purpose: 'login',
        captchaId: 'c1',
        captcha: '1234',
      }).success,
    ).toBe(false);
  });
});
