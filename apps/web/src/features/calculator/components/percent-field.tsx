import type { ComponentProps } from 'react';
import { NumberField } from '@/components/ui/number-field';

/**
 * The shared number input for a percent other than `interest_rate` (the assumptions). The
 * shared input draws "%" only for the field named interest_rate and "$" for every other name,
 * so this hides its "$" and the label carries the unit: "Discount rate (%)".
 * TODO(calculator): a `unit` prop on NumberField would make this wrapper unnecessary.
 */
export function PercentField(props: ComponentProps<typeof NumberField>) {
  return (
    <div className="[&_.left-3]:hidden">
      <NumberField {...props} />
    </div>
  );
}
