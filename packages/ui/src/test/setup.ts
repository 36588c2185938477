import '../styles/index.css'
