// Mantine CSS of the buy form's controls; the buy form is a lazy chunk, so this CSS arrives with it.
import '../../../components/form-styles';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Progress.css';
