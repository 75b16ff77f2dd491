/** The bank payment mark beside the method's name (inline, no image download). */
export function BankLogo() {
  return (
    <svg
      width="28"
      height="20"
      viewBox="0 0 28 20"
      aria-hidden="true"
      data-testid="bank-logo"
      style={{ verticalAlign: 'middle', marginRight: 8 }}
    >
      <rect x="0.5" y="0.5" width="27" height="19" rx="3" fill="#1F1A3D" stroke="#F5C451" />
      <path d="M14 3 L23 7 H5 Z" fill="#F5C451" />
      <rect x="7" y="8" width="2" height="6" fill="#F5C451" />
      <rect x="13" y="8" width="2" height="6" fill="#F5C451" />
      <rect x="19" y="8" width="2" height="6" fill="#F5C451" />
      <rect x="5" y="15" width="18" height="2" fill="#F5C451" />
    </svg>
  );
}
