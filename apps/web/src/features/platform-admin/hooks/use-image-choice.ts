import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';

/**
 * The image part of an add or edit form: required when adding; on edit it is sent only
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
    /** Adds the image part to `body` only when a file was chosen. */
    appendTo: (body: FormData) => {
      if (file) body.append('image', file);
      return body;
    },
    /**
     * The submit handler of a form with this image (articles, testimonials): marks the try,
     * toasts `requiredMessage` and sends nothing while a required image is missing, else sends
     * `fields(data)` and the image as one multipart body; `onDone` after a success.
     */
    submitHandler<D>(
      handleSubmit: (
        onValid: (data: D) => unknown,
      ) => (event?: FormEvent<HTMLFormElement>) => Promise<void>,
      fields: (data: D) => Record<string, string>,
      send: (body: FormData) => Promise<boolean>,
      onDone?: () => void,
    ) {
      const sendValid = handleSubmit(async (data) => {
        if (isMissing) return void toast.error(requiredMessage);
        const body = new FormData();
        for (const [name, value] of Object.entries(fields(data))) body.append(name, value);
        if (file) body.append('image', file);
        if (await send(body)) onDone?.();
      });
      return (event: FormEvent<HTMLFormElement>) => {
        setWasSubmitted(true);
        return sendValid(event);
      };
    },
  };
}
