import type { ComponentType } from 'react';
import type { AuthStep } from '@/lib/ui-slice';
import { LoginStep } from './login-step';
import { RoleStep } from './role-step';
import { SignupStep } from './signup-step';
import { StudentStep } from './student-step';

const BODIES: Record<AuthStep, ComponentType> = {
  login: LoginStep,
  role: RoleStep,
  student: StudentStep,
  signup: SignupStep,
};

/** The form of one step of the login/signup modal; loaded with the modal's first opening. */
export function AuthStepBody({ step }: { step: AuthStep }) {
  const Body = BODIES[step];
  return <Body />;
}
