/**
 * English messages of the shell: menu, top bar, account menu, sign-in,
 * dashboard and the resource titles. react-admin's own `ra.*` messages come
 * from ra-language-english, the engine's from engine.en.ts.
 */
import { MOVEMENT_KIND_LABELS } from '../../common/stockLevels';

const en = {
  ra: {
    // react-admin lowers the label's first letter ("Sort by sKU ascending"); the label is used as it reads.
    sort: { sort_by: 'Sort by %{field} %{order}' },
  },
  app: {
    title: 'Dokan Admin',
    /** The two halves of the day in a time (`04:05 PM`). */
    time: { am: 'AM', pm: 'PM' },
    menu: {
      label: 'Main menu',
      dashboard: 'Dashboard',
      expand: 'Show %{name}',
      groups: {
        content: 'Content Management',
        orders: 'Order Management',
        products: 'Product Management',
        inventory: 'Inventory Management',
        attributes: 'Product Attributes',
        customers: 'Customer Management',
        admin: 'Admin Management',
        configuration: 'Configuration',
        reports: 'Reports',
      },
    },
    create_menu: {
      label: 'Create',
      add: 'Add %{name}',
    },
    account: {
      menu: 'Account',
      role: 'Role: %{role}',
      change_password: 'Change password',
      profile: 'Profile',
      language: 'Language',
    },
    language: {
      en: 'English',
      bn: 'বাংলা',
    },
    password: {
      title: 'Change password',
      old: 'Current password',
      new: 'New password',
      confirm: 'Confirm new password',
      submit: 'Update password',
      mismatch: 'The two passwords do not match',
      updated: 'Password Updated Successfully',
      required: 'Your password is shorter than 12 characters or one of the most common: please choose a new one.',
    },
    profile: {
      title: 'Your profile',
      name: 'Name',
      phone: 'Phone',
      image: 'Picture',
      updated: 'Information Updated Successfully',
    },
    set_password: {
      title: 'Set password for %{name}',
      explain: 'They are signed out everywhere and sign in with this password from now on.',
      submit: 'Set password',
      done: 'Password set for %{name}',
      too_short: 'At least 12 characters',
      own_account: 'This is your own account: change your password from the account menu.',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Sign in to manage your store',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      error: 'Sign-in failed, please try again',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome to %{shop}',
    },
    stock_counts: {
      title: 'Stock count %{number}',
      scan: 'Scan a barcode (or type a SKU) and press Enter',
      scan_help: 'Each scan counts one more of that item',
      empty: 'Nothing counted yet',
      lines: 'Counted items',
      item: 'Item',
      counted: 'Counted',
      counted_of: 'Counted: %{name}',
      figure_now: 'In stock now',
      figure_then: 'In stock then',
      difference: 'Difference',
      confirm: 'Confirm count',
      cancel: 'Cancel count',
      confirm_title: 'Confirm count %{number}?',
      confirm_content:
        'The figures at %{location} become what was counted: %{smart_count} item changes |||| The figures at %{location} become what was counted: %{smart_count} items change',
      cancel_title: 'Cancel count %{number}?',
      cancel_content: 'Nothing it counted changes stock.',
      confirmed: 'Count %{number} confirmed',
      cancelled: 'Count %{number} cancelled',
      status: { open: 'Open', confirmed: 'Confirmed', cancelled: 'Cancelled' },
    },
    inventory: {
      adjust: 'Adjust Stock',
      adjust_title: 'Adjust stock: %{name}',
      adjusted: '%{name}: the figure there is now %{stock}',
      location: 'Location',
      all_locations: 'All locations',
      mode_set: 'Set the figure',
      mode_add: 'Add or take units',
      new_figure: 'New figure',
      new_figure_help: 'What the location holds now (0 or more)',
      units: 'Units',
      units_help: 'Positive adds, negative takes (never more than the location holds)',
      reason: 'Reason',
      history: 'Movement history',
      history_title: 'Movement history: %{name}',
      on_hand: 'On hand: %{stock}',
      kind: 'Kind',
      all_kinds: 'All kinds',
      date: 'Date',
      qty: 'Quantity',
      unit_cost: 'Unit cost',
      balance: 'Balance',
      user: 'User',
      reference: 'Reference',
      no_movements: 'No movements',
      // One English wording of the ledger's kinds, shared with the server's spec (common/stockLevels.ts).
      kinds: MOVEMENT_KIND_LABELS,
      cause: { order: 'Order', purchase: 'Purchase', transfer: 'Transfer', damage: 'Damage', count: 'Stock count' },
    },
    customers: {
      contact: 'Contact the customer',
      call: 'Call %{phone}',
      email: 'Email %{email}',
    },
    notification: {
      error_loading: 'Error Loading Data',
      error_title: 'Error',
    },
  },
  /**
   * Field labels of the hand-made account calls (`auth/…`), by which a refusal
   * names its field ("Current password: is incorrect", src/app/callFieldLabel.ts).
   */
  resources: {
    auth: {
      fields: {
        id: 'Account',
        email: 'Email',
        oldPassword: 'Current password',
        password: 'Password',
        confirm: 'Confirm password',
        name: 'Name',
        phone: 'Phone',
        image: 'Picture',
      },
    },
  },
};

export default en;
