interface FieldErrorProps {
  id: string;
  message: string | null | undefined;
}

/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
