import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button-styles';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { TEXT } from '../institute-texts';

interface DownloadButtonProps {
  label: string;
  fileName: string;
  /** Fetches the file with the institute token and answers its object URL. */
  fetchFile: () => Promise<string>;
  isLoading: boolean;
  variant?: ButtonVariant;
}

/** Downloads a file the API only gives with the Bearer header (a report, a PDF). */
export function DownloadButton({
  label,
  fileName,
  fetchFile,
  isLoading,
  variant = 'secondary',
}: DownloadButtonProps) {
  const download = async () => {
    try {
      saveFile(await fetchFile(), fileName);
    } catch (err) {
      toast.admin.apiError(err, TEXT.downloadFailed);
    }
  };
  return (
    <Button variant={variant} isLoading={isLoading} onClick={() => void download()}>
      {label}
    </Button>
  );
}
