import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useAuthTexts } from '../auth-texts';
import { CreatePasswordForm } from './create-password-form';
import { StudentPasswordForm } from './student-password-form';

interface StudentFollowUpProps {
  email: string;
  /** The /init-user answer's message. */
  notice: string | null;
  /** verify asks for the password; create_password for a new one. */
  needs: 'password' | 'create';
  dummyPassword?: string;
  onOtherEmail: () => void;
}

/** The student step after the e-mail: the address read-only, the server's notice, then the form. */
export function StudentFollowUp(props: StudentFollowUpProps) {
  const { email, notice, needs, dummyPassword, onOtherEmail } = props;
  const { t } = useAuthTexts();
  return (
    <div className="space-y-4">
      <TextField
        label={t('studentEmail')}
        name="email"
        type="email"
        value={email}
        readOnly
        onChange={() => undefined}
      />
      <FormAlert message={notice} tone="info" />
      {needs === 'password' ? (
        <StudentPasswordForm email={email} />
      ) : (
        <CreatePasswordForm email={email} dummyPassword={dummyPassword} />
      )}
      <Button variant="link" onClick={onOtherEmail}>
        {t('useAnotherEmail')}
      </Button>
    </div>
  );
}
