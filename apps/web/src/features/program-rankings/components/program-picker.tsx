import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { formatCount, type ProgramFieldsResponse } from '@degreeworth/core';
import { inputClasses } from '@/components/ui/field-types';
import { useProgramTexts } from '../program-texts';

type Field = ProgramFieldsResponse['fields'][number];

interface ProgramPickerProps {
  /** The fields of the chosen credential (GET /programs/fields); undefined while loading. */
  fields: Field[] | undefined;
  isError: boolean;
  /** The chosen field's code; undefined: every field. */
  value: string | undefined;
  /** The chosen field's title when the list does not have it (from the rankings answer). */
  valueTitle: string | undefined;
  onChange: (program: string | undefined) => void;
}

/** The first row of the list: no field chosen. */

/** A field's code as people write it: 11 or 11.07. */
const dottedCip = (cip: string) => (cip.length === 4 ? `${cip.slice(0, 2)}.${cip.slice(2)}` : cip);
const isFamily = (field: Field) => field.cip.length === 2;

/** Fields whose title (or code) has the typed words, in the API's order (families first). */
function matching(fields: Field[], text: string): Field[] {
  const words = text.trim().toLowerCase();
  if (!words) return fields;
  return fields.filter(
    (f) =>
      f.title.toLowerCase().includes(words) ||
      f.cip.startsWith(words) ||
      dottedCip(f.cip).startsWith(words),
  );
}

/**
 * The program picker: a combobox (ARIA 1.2, list popup) over the fields of study, searched by
 * title as the user types. ArrowDown/ArrowUp move through the list, Enter picks (the first match
 * when none is highlighted), Escape closes it and puts back the chosen title. "All fields" clears
 * the choice. A 2-digit family (Computer and Information Sciences) takes all its fields; a
 * 4-digit one (Computer Science.) only itself.
 */
export function ProgramPicker({
  fields,
  isError,
  value,
  valueTitle,
  onChange,
}: ProgramPickerProps) {
  const { t } = useProgramTexts();
  const id = useId();
  const listId = `${id}-list`;
  // What the user is typing; null while they are not, so the box shows the chosen field.
  const [text, setText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const byCip = new Map((fields ?? []).map((f) => [f.cip, f]));
  const chosenTitle = value
    ? (byCip.get(value)?.title ?? valueTitle ?? `CIP ${dottedCip(value)}`)
    : '';
  const isTyping = text !== null && text.trim() !== '';
  const matches = fields ? matching(fields, isTyping ? text : '') : [];
  // Row 0 is "All fields"; the fields follow.
  const rows = 1 + matches.length;
  const activeIndex = active < rows ? active : -1;
  const optionId = (i: number) => `${id}-option-${i}`;
  const familyOf = (field: Field) => byCip.get(field.cip.slice(0, 2));

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted option in sight.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setIsOpen(false);
    setActive(-1);
    setText(null);
  };
  const choose = (program: string | undefined) => {
    close();
    if (program !== value) onChange(program);
  };
  const chooseRow = (i: number) => choose(i === 0 ? undefined : matches[i - 1]!.cip);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const isDown = event.key === 'ArrowDown';
      if (activeIndex < 0) setActive(isDown ? (isTyping && matches.length ? 1 : 0) : rows - 1);
      else setActive((activeIndex + (isDown ? 1 : -1) + rows) % rows);
    } else if (event.key === 'Enter') {
      if (!isOpen) return;
      event.preventDefault();
      if (activeIndex >= 0) chooseRow(activeIndex);
      else if (isTyping && matches.length > 0) chooseRow(1);
    } else if (event.key === 'Escape') {
      if (!isOpen && text === null) return;
      event.preventDefault();
      close();
    }
  };

  const status = !isOpen
    ? ''
    : isError
      ? t('fieldsFailed')
      : !fields
        ? t('picker.loading')
        : !isTyping
          ? ''
          : matches.length === 0
            ? t('picker.noMatch')
            : t('picker.matches', {
                count: matches.length,
                formatted: formatCount(matches.length),
              });
  // Said in the popup too when there is nothing else to pick than "All fields".
  const showNote = isError || !fields || (isTyping && matches.length === 0);

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('picker.label')}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={t('picker.allFields')}
        value={text ?? chosenTitle}
        className={`${inputClasses} text-sm`}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => setIsOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('picker.hint')}
      </p>
      <div
        hidden={!isOpen}
        className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white text-sm shadow-lg"
      >
        {/* The listbox stays in the document (hidden) so aria-controls always points at it. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('picker.list')}
          className="max-h-80 overflow-y-auto py-1"
        >
          {isOpen && (
            <Option
              id={optionId(0)}
              isActive={activeIndex === 0}
              isChosen={value === undefined}
              onPick={() => chooseRow(0)}
              onHover={() => setActive(0)}
            >
              <span className="block font-medium">{t('picker.allFields')}</span>
            </Option>
          )}
          {isOpen &&
            matches.map((field, i) => {
              const family = !isFamily(field) && isTyping ? familyOf(field) : undefined;
              return (
                <Option
                  key={field.cip}
                  id={optionId(i + 1)}
                  isActive={activeIndex === i + 1}
                  isChosen={value === field.cip}
                  indent={!isFamily(field) && !isTyping}
                  onPick={() => chooseRow(i + 1)}
                  onHover={() => setActive(i + 1)}
                >
                  <span className={`block ${isFamily(field) ? 'font-semibold' : ''}`}>
                    {field.title}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {isFamily(field) ? t('picker.group') : ''}
                    {family ? t('picker.inFamily', { family: family.title }) : ''}
                    {t('picker.programs', {
                      count: field.programs,
                      formatted: formatCount(field.programs),
                    })}
                  </span>
                </Option>
              );
            })}
        </ul>
        {/* The status below reads it out; this copy is for the eyes. */}
        {showNote && (
          <p aria-hidden="true" className="border-t border-slate-100 px-3 py-2 text-slate-600">
            {status}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

interface OptionProps {
  id: string;
  isActive: boolean;
  isChosen: boolean;
  indent?: boolean;
  onPick: () => void;
  onHover: () => void;
  children: ReactNode;
}

function Option({ id, isActive, isChosen, indent, onPick, onHover, children }: OptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={isActive}
      className={`cursor-pointer py-2 pr-3 ${indent ? 'pl-7' : 'pl-3'} ${isActive ? 'bg-emerald-50' : ''} ${isChosen ? 'text-emerald-900' : ''}`}
      // Keep focus in the box; the click picks the option.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseEnter={onHover}
    >
      {children}
    </li>
  );
}
