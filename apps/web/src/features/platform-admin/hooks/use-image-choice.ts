import { useState } from 'react';

/**
 * The image part of an add or edit form (spec §5): required when adding; on edit it is sent only
 * when a new file was chosen (that choice is the previous-image marker). The missing-image
 * message shows once a submit was tried.
 */
export function useImageChoice(isRequired: boolean, requiredMessage: string) {
  const [file, setFile] = useState<File | null>(null);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const isMissing = isRequired && !file;
  return {
    file,
    setFile,
    error: wasSubmitted && isMissing ? requiredMessage : null,
    isMissing,
    /** Call on submit: shows the message when the image is missing. */
    markSubmitted: () => setWasSubmitted(true),
    /** Adds the image part to `body` only when a file was chosen. */
    appendTo: (body: FormData) => {
      if (file) body.append('image', file);
      return body;
    },
  };
}
