import { type ReactNode, useId } from 'react';

import { LanguageSelect } from '../app/shell';

/**
 * The card of the pages a signed-out visitor sees (sign-in, an invitation, a forgotten password):
 * one form, its heading beside the language menu.
 */
export function SignedOutCard({
  title,
  children,
  onSubmit,
}: {
  title: ReactNode;
  children: ReactNode;
  /** The form's submit (Enter in a field or its button); the browser's own submit never runs. */
  onSubmit?: () => void;
}) {
  const titleId = useId();
  return (
    <main className="console-sign-in" id="main">
      <form
        className="console-card console-sign-in-form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
      >
        <div className="console-sign-in-head">
          <h1 id={titleId}>{title}</h1>
          <LanguageSelect />
        </div>
        {children}
      </form>
    </main>
  );
}
