/// How far content moves when dragged `offset` points past its edge, in points:
/// `(1 − 1 / (x·c / d + 1))·d` (R), where `d` is the viewport's size on that axis.
///
/// The first points follow the finger at slope `c` (0.55), and however far the finger goes
/// the content never moves more than `d`: with `d` = 960, 100 pt gives 52.02 pt and 400 pt
/// gives 178.98 pt. Odd: a negative offset (past the leading edge) gives a negative
/// displacement. A dimension that is not positive leaves no room: the result is 0.
public func rubberBand<T: BinaryFloatingPoint>(
    offset: T, dimension: T, constant: T = T(ScrollPhysics.rubberBandConstant)
) -> T {
    guard dimension > 0, constant > 0 else { return 0 }
    let distance = abs(offset)
    let displacement = (1 - 1 / (distance * constant / dimension + 1)) * dimension
    return offset < 0 ? -displacement : displacement
}

/// The drag offset, in points, that `rubberBand(offset:dimension:constant:)` turns into
/// `displacement`: `(d / c)·y / (d − y)`.
///
/// For a drag that starts while the content is already past its edge (after a fling or
/// during a bounce): the finger's position is mapped back to where it would have been, so
/// the drag continues without a jump. A displacement of `d` or more cannot come from
/// rubber-banding; it is taken as just under `d`, so the result stays finite. A dimension
/// that is not positive gives 0.
public func inverseRubberBand<T: BinaryFloatingPoint>(
    displacement: T, dimension: T, constant: T = T(ScrollPhysics.rubberBandConstant)
) -> T {
    guard dimension > 0, constant > 0 else { return 0 }
    let distance = min(abs(displacement), dimension * (1 - T(1e-9)))
    let offset = dimension / constant * distance / (dimension - distance)
    return displacement < 0 ? -offset : offset
}

/// `value` kept within `limits`, except that beyond them it moves as a rubber band:
/// `limit ± rubberBand(offset: excess, dimension:)`. Points.
///
/// What a dragged scroll view does with the offset the finger asks for, on one axis:
/// `limits` are the smallest and largest content offsets, `dimension` the viewport's size.
public func rubberBand<T: BinaryFloatingPoint>(
    _ value: T, limits: ClosedRange<T>, dimension: T, constant: T = T(ScrollPhysics.rubberBandConstant)
) -> T {
    if value < limits.lowerBound {
        return limits.lowerBound + rubberBand(offset: value - limits.lowerBound, dimension: dimension, constant: constant)
    }
    if value > limits.upperBound {
        return limits.upperBound + rubberBand(offset: value - limits.upperBound, dimension: dimension, constant: constant)
    }
    return value
}

/// The inverse of `rubberBand(_:limits:dimension:constant:)`: the unbounded value that
/// rubber-bands to `value`. Points.
public func inverseRubberBand<T: BinaryFloatingPoint>(
    _ value: T, limits: ClosedRange<T>, dimension: T, constant: T = T(ScrollPhysics.rubberBandConstant)
) -> T {
    if value < limits.lowerBound {
        return limits.lowerBound
            + inverseRubberBand(displacement: value - limits.lowerBound, dimension: dimension, constant: constant)
    }
    if value > limits.upperBound {
        return limits.upperBound
            + inverseRubberBand(displacement: value - limits.upperBound, dimension: dimension, constant: constant)
    }
    return value
}
