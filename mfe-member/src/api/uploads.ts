import { uploadImageEndpoint, type UploadResult } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** Uploads one image (already checked by content and size) and returns its upload id. */
export const useUploadImage = () => {
  const { client } = useRemote();
  return (file: Blob): Promise<UploadResult> => client.call(uploadImageEndpoint, file);
};
