// SpringFitting will fit a spring to keyframes (Levenberg–Marquardt with analytic derivatives,
// multi-start). The module exists now so that the package layout is final; its API lands with
// the fitting issue.
