import { MAX_IMAGE_BYTES } from 'shared-contracts';

import { imageProblemOf, sniffImageType } from './imageFile';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('sniffImageType', () => {
  it('knows PNG and JPEG by their first bytes, whatever the name says', async () => {
    expect(await sniffImageType(new File([new Uint8Array(PNG_HEAD)], 'x.jpg'))).toBe('image/png');
    expect(await sniffImageType(new File([new Uint8Array(JPEG_HEAD)], 'x.png'))).toBe('image/jpeg');
  });

  it('refuses anything else, even named and typed as an image', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'proof.png', {
      type: 'image/png',
    });
    expect(await sniffImageType(svg)).toBeNull();
  });
});

describe('imageProblemOf', () => {
  it('says "size" for a file over 5 MB and "type" for a non-image', async () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png');
    expect(await imageProblemOf(big)).toBe('size');
    expect(await imageProblemOf(new File(['hello'], 'a.png'))).toBe('type');
    expect(await imageProblemOf(new File([new Uint8Array(PNG_HEAD)], 'a.png'))).toBeNull();
  });
});
