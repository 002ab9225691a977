import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAX_IMAGE_BYTES } from 'shared-contracts';
import { RemoteContextProvider } from 'shared-ui/kit';

import { createFakeHost } from '../testing/fakeHost';
import { type AcceptedImage, ImagePicker, type PickerImage } from './ImagePicker';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name: string) => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });

let urls = 0;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => `blob:preview-${(urls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

const Harness = ({ max, onAdd }: { max: number; onAdd?: (images: AcceptedImage[]) => void }) => {
  const [images, setImages] = useState<PickerImage[]>([]);
  return (
    <ImagePicker
      label="Receipt"
      images={images}
      max={max}
      onAdd={(added) => {
        onAdd?.(added);
        setImages((current) => [
          ...current,
          ...added.map(({ file, previewUrl }) => ({
            key: previewUrl,
            name: file.name,
            previewUrl,
          })),
        ]);
      }}
      onRemove={(image) => setImages((current) => current.filter((each) => each !== image))}
    />
  );
};

const renderPicker = (max = 3, onAdd?: (images: AcceptedImage[]) => void) => {
  const host = createFakeHost();
  const view = render(
    <RemoteContextProvider host={host} namespace="test">
      <Harness max={max} onAdd={onAdd} />
    </RemoteContextProvider>,
  );
  return { host, ...view };
};

const input = () => screen.getByLabelText(/Receipt/, { selector: 'input' }) as HTMLInputElement;

describe('ImagePicker', () => {
  it('shows the limits, previews a picked image with its name and removes it', async () => {
    const added = jest.fn();
    renderPicker(3, added);
    expect(screen.getByText('PNG or JPEG, at most 5 MB each, up to 3 images.')).toBeVisible();
    await userEvent.upload(input(), png('receipt.png'));
    expect(await screen.findByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    expect(added).toHaveBeenCalledWith([{ file: expect.any(File), previewUrl: 'blob:preview-1' }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Remove receipt.png' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('refuses a file that is not PNG or JPEG by its content, whatever its name', async () => {
    const added = jest.fn();
    renderPicker(3, added);
    const svg = new File(['<svg/>'], 'fake.png', { type: 'image/png' });
    await userEvent.upload(input(), svg, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fake.png is not a PNG or JPEG image.',
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(added).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit and one too many', async () => {
    renderPicker(1);
    expect(screen.getByText('One PNG or JPEG image of at most 5 MB.')).toBeVisible();
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'big.png is larger than 5 MB: choose a smaller image.',
    );
    await userEvent.upload(input(), png('one.png'));
    await screen.findByRole('img', { name: 'one.png' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Full: the chooser is disabled until one is removed.
    expect(input()).toBeDisabled();
  });

  it('speaks the player’s language', async () => {
    const { host } = renderPicker(3);
    act(() => host.bus.language.set('TH'));
    await waitFor(() => expect(screen.getByText('เลือกรูปภาพ')).toBeInTheDocument());
  });
});
