import { useEffect, useState, type ChangeEvent } from 'react';
import { imageProblem } from './profile-texts';

/**
 * The image chosen for upload, its preview URL and the rule it breaks: a refused
 * file is dropped and the input emptied, so choosing it again reports again.
 */
export function useImageChoice() {
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced and when the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : null;
    setImageError(problem);
    setImage(file && !problem ? file : null);
    setPreview(file && !problem ? URL.createObjectURL(file) : null);
    if (problem) event.target.value = '';
  };

  /** After a save: the saved image is the user's now, so nothing stays chosen. */
  const clear = () => {
    setImage(null);
    setPreview(null);
  };

  return { image, preview, imageError, choose, clear };
}
