interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean;
}

/** The asterisk sits outside the <label> so the accessible name is the label text alone. */
export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <div className="mb-1 flex gap-0.5 text-sm font-medium text-slate-800">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      )}
    </div>
  );
}
