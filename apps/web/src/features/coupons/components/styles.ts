// Mantine CSS of the components the coupon workspace uses beyond the shell's (app/styles.ts): components
// bring their CSS with their chunk, so the page imports this once.
import '../../../components/form-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
