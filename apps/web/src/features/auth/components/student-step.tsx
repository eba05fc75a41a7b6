import { TextField } from '@/components/ui/text-field';

interface StudentStepProps {
  email: string;
}

/** The student step opened by /{mailStatus}/{mail}/{dummyPassword}, with the email prefilled. */
export function StudentStep({ email }: StudentStepProps) {
  return (
    <div className="space-y-4">
      <TextField
        label="Student email"
        name="email"
        type="email"
        value={email}
        readOnly
        onChange={() => undefined}
      />
      <p className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        Student sign-in arrives with the accounts release and is not available yet.
      </p>
    </div>
  );
}
