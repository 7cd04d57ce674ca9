// Mantine CSS of the components the questionnaire pages use beyond the workspace's (components bring their
// CSS with their chunk, so each page imports this once).
import '../../../components/workspace-styles';
import '@mantine/core/styles/Image.css';
