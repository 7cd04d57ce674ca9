// Mantine 9 ships no CSS with its components. Importing per component (instead of the 42 kB gzip
// styles.css) keeps the render-blocking CSS of the first page small. Each component's CSS also comes
// with its code wherever that lands (vite-plugins/mantine-styles.ts), so a lazy page never depends on
// these lists; they only pin what the first stylesheet holds. Order matters: base layers first.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ThemeIcon.css';
// The theme's variables (MantineProvider would inject them as a <style> once the app runs): after
// Mantine's defaults, which they override.
import './theme-variables.css';
