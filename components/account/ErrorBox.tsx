import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { translateError, type ErrorMessage } from '@/lib/errors';
import { theme } from '@/styles/theme';

const Box = styled.div<{ $variant: 'error' | 'notice' | 'success' }>`
  margin-bottom: ${theme.space.md};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.5;
  ${({ $variant }) =>
    $variant === 'error'
      ? css`
          background: ${theme.colors.dangerBg};
          border: 1px solid ${theme.colors.danger};
          color: ${theme.colors.danger};
        `
      : $variant === 'notice'
        ? css`
            background: ${theme.colors.warningBg};
            border: 1px solid ${theme.colors.gold};
            color: ${theme.colors.goldStrong};
          `
        : css`
            background: rgba(52, 211, 153, 0.12);
            border: 1px solid ${theme.colors.emerald};
            color: ${theme.colors.emerald};
          `}
`;

/**
 * An error of the catalogue: red (role alert) or, for login's 210/114, a highlighted notice
 * (role status) with the activation hint and end time.
 */
export function ErrorBox({ message, id }: { message: ErrorMessage | null | undefined; id?: string }) {
  return message ? <ErrorText message={message} id={id} /> : null;
}

/*
 * The texts only once there is an error: asking for the 'errors' namespace while it is still
 * loading makes the whole page re-render when it arrives (lib/i18n/loadNamespaces.ts).
 */
function ErrorText({ message, id }: { message: ErrorMessage; id?: string }) {
  const { t } = useTranslation('errors');
  return (
    <Box
      id={id}
      $variant={message.variant}
      role={message.variant === 'error' ? 'alert' : 'status'}
      data-variant={message.variant}
      data-code={message.code}
    >
      {translateError(t, message)}
    </Box>
  );
}

/** A plain message box (success or information). */
export function MessageBox({
  children,
  variant = 'success',
  id,
}: {
  children: ReactNode;
  variant?: 'success' | 'notice' | 'error';
  id?: string;
}) {
  return (
    <Box id={id} $variant={variant} role={variant === 'error' ? 'alert' : 'status'} data-variant={variant}>
      {children}
    </Box>
  );
}

export const FieldError = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;
