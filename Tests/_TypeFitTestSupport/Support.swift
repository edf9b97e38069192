// Shared helpers for TypeFit's test targets: a fake text measurer and golden files.
import TypeFit
