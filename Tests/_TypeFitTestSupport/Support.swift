import TypeFit
