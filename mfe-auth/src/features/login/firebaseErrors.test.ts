import { firebaseErrorKey } from './firebaseErrors';

describe('firebaseErrorKey', () => {
  it('maps the phone verification and popup errors of SPEC section 8', () => {
    expect(firebaseErrorKey({ code: 'auth/popup-closed-by-user' })).toBe('firebase.popup_closed');
    expect(firebaseErrorKey({ code: 'auth/too-many-requests' })).toBe('firebase.too_many_requests');
    expect(firebaseErrorKey({ code: 'auth/code-expired' })).toBe('firebase.invalid_code');
    expect(firebaseErrorKey({ code: 'auth/quota-exceeded' })).toBe('firebase.quota_exceeded');
  });

  it('asks to contact support for anything else', () => {
    expect(firebaseErrorKey(new Error('boom'))).toBe('firebase.unknown');
  });
});
